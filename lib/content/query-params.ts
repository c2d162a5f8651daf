/** The parameters of a GROQ query, as both content sources take them. */
export type QueryParams = Record<string, string | string[] | null>;
