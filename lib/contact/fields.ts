import type { Messages } from 'next-intl';
import { routing } from '@/i18n/routing';
import { emailLimits } from '@/lib/http/email-limits';
import { HONEYPOT_FIELD } from '@/lib/http/honeypot';
import {
  budgets,
  budgetsFor,
  heardFromOptions,
  methods,
  projectTypes,
  timelines,
  timelinesFor,
  type Method,
  type ProjectType,
} from './choices';
import type { StepName } from './steps';

/** A code the schema reports; its words, in each language, are in messages (ContactErrors). */
export type ErrorCode = Exclude<keyof Messages['ContactErrors'], 'requiredFields' | 'sendFailed' | 'rateLimited'>;

/**
 * When a field must be answered: always, never, only for some project types (the quote is made out to a company),
 * or only on some paths (email or chat).
 */
type Requirement = 'always' | 'optional' | { projectTypes: readonly ProjectType[] } | { methods: readonly Method[] };

/** Visible limits of the cleaned value, and the cap on the raw value before any cleaning runs. */
type Limits = { min?: number; max?: number; raw: number };

/** The control of a field of the details step. */
type Control = {
  type: 'text' | 'email' | 'tel' | 'url' | 'number' | 'select' | 'textarea';
  autoComplete?: string;
  inputMode?: 'numeric' | 'url' | 'email' | 'tel';
  spellCheck?: false;
  /** Spans both columns of the grid. */
  wide?: true;
  /**
   * A hint under the control: `hints.<name>` of ContactFunnel, or for a field required for some project types only,
   * `hints.<name>Required` and `hints.<name>Optional`.
   */
  hint?: true;
};

/**
 * How the value is checked and cleaned (lib/contact/schema.ts): one of a list, a name, a one-line text, an email
 * address, a phone number, a whole number of weeks, the message with its few tags, the browser's id for one filled
 * form, or the hidden field bots fill.
 */
type Kind =
  | {
      kind: 'choice';
      choices: readonly string[];
      /** The choices that fit the project type, when they depend on it. */
      choicesFor?: (projectType: ProjectType | undefined) => readonly string[];
      default?: string;
    }
  | { kind: 'name' | 'text' | 'email' | 'phone' | 'weeks' | 'message' | 'id' | 'honeypot'; limits: Limits };

/** Where the value shows in the owner's email: its section, and the row it shares with others (the name's two parts). */
type EmailLine = { section: 'project' | 'contact'; row?: string };

/**
 * Where the value shows in the chat message: among the answers ("Budget: …"), or in the visitor's own lines (name,
 * email, phone), where `line` joins values on one line and an `aside` follows in parentheses ("Marc Petit (Petit &
 * Fils)").
 */
type ChatLine = { block: 'answers' } | { block: 'contact'; line?: string; aside?: true };

export type FieldRow = Kind & {
  /** The funnel step that asks it; none for what the page or the button sets. */
  step?: StepName;
  requirement: Requirement;
  errors: { required?: ErrorCode; invalid: ErrorCode };
  control?: Control;
  ownerEmail?: EmailLine;
  chat?: ChatLine;
};

/**
 * Every field of the contact form (docs/behaviour/contact.md#fields): its kind and limits, when it is required, the
 * step that asks it, its control, and its line in the owner's email and in the chat message. The order is the owner's
 * email's; each step asks its fields in this order, and the chat message follows the funnel's steps. The schema, the
 * steps, the draft, the form and both texts read this table: a new field is a row here and its labels in messages
 * (ContactFunnel.fields.<name> for the form and the chat, ContactEmail.labels.<name> for the owner's email), in each
 * language. A choice's words are ContactFunnel.choices.<name>.<id>.
 */
export const contactFields = {
  projectType: {
    kind: 'choice',
    choices: projectTypes,
    step: 'projectType',
    requirement: 'always',
    errors: { required: 'projectTypeRequired', invalid: 'projectTypeRequired' },
    ownerEmail: { section: 'project' },
    chat: { block: 'answers' },
  },
  budget: {
    kind: 'choice',
    choices: budgets,
    choicesFor: budgetsFor,
    step: 'budget',
    requirement: 'always',
    errors: { required: 'budgetRequired', invalid: 'budgetRequired' },
    ownerEmail: { section: 'project' },
    chat: { block: 'answers' },
  },
  firstName: {
    kind: 'name',
    limits: { min: 2, max: 100, raw: 400 },
    step: 'details',
    requirement: 'always',
    errors: { required: 'firstNameRequired', invalid: 'firstNameLength' },
    control: { type: 'text', autoComplete: 'given-name' },
    ownerEmail: { section: 'contact', row: 'name' },
    chat: { block: 'contact', line: 'name' },
  },
  lastName: {
    kind: 'name',
    limits: { min: 2, max: 100, raw: 400 },
    step: 'details',
    requirement: 'always',
    errors: { required: 'lastNameRequired', invalid: 'lastNameLength' },
    control: { type: 'text', autoComplete: 'family-name' },
    ownerEmail: { section: 'contact', row: 'name' },
    chat: { block: 'contact', line: 'name' },
  },
  email: {
    kind: 'email',
    limits: { max: emailLimits.max, raw: emailLimits.rawMax },
    step: 'details',
    requirement: 'always',
    errors: { required: 'emailRequired', invalid: 'emailInvalid' },
    control: { type: 'email', autoComplete: 'email', spellCheck: false },
    ownerEmail: { section: 'contact' },
    chat: { block: 'contact' },
  },
  phone: {
    kind: 'phone',
    limits: { min: 7, max: 20, raw: 100 },
    step: 'details',
    requirement: 'optional',
    errors: { invalid: 'phoneInvalid' },
    control: { type: 'tel', autoComplete: 'tel', hint: true },
    ownerEmail: { section: 'contact' },
    chat: { block: 'contact' },
  },
  company: {
    kind: 'text',
    limits: { max: 100, raw: 400 },
    step: 'details',
    requirement: { projectTypes: ['mobile-app', 'seo-marketing'] },
    errors: { required: 'companyRequired', invalid: 'companyLength' },
    control: { type: 'text', autoComplete: 'organization', wide: true, hint: true },
    ownerEmail: { section: 'contact' },
    chat: { block: 'contact', line: 'name', aside: true },
  },
  deadlineWeeks: {
    kind: 'weeks',
    limits: { min: 1, max: 104, raw: 20 },
    step: 'details',
    requirement: 'always',
    errors: { required: 'deadlineRequired', invalid: 'deadlineRange' },
    control: { type: 'number', inputMode: 'numeric', hint: true },
    ownerEmail: { section: 'project' },
    chat: { block: 'answers' },
  },
  timeline: {
    kind: 'choice',
    choices: timelines,
    choicesFor: timelinesFor,
    step: 'details',
    requirement: 'optional',
    errors: { invalid: 'timelineInvalid' },
    control: { type: 'select', hint: true },
    ownerEmail: { section: 'project' },
    chat: { block: 'answers' },
  },
  heardFrom: {
    kind: 'choice',
    choices: heardFromOptions,
    step: 'heardFrom',
    requirement: 'always',
    errors: { required: 'heardFromRequired', invalid: 'heardFromRequired' },
    ownerEmail: { section: 'project' },
    chat: { block: 'answers' },
  },
  message: {
    kind: 'message',
    limits: { min: 10, max: 2000, raw: 8_000 },
    step: 'details',
    requirement: 'always',
    errors: { required: 'messageRequired', invalid: 'messageLength' },
    control: { type: 'textarea', wide: true, hint: true },
  },
  locale: {
    kind: 'choice',
    choices: routing.locales,
    default: routing.defaultLocale,
    requirement: 'always',
    errors: { invalid: 'invalid' },
    ownerEmail: { section: 'contact', row: 'language' },
  },
  method: {
    kind: 'choice',
    choices: methods,
    default: 'email',
    requirement: 'always',
    errors: { invalid: 'invalid' },
    ownerEmail: { section: 'contact' },
  },
  submissionId: {
    kind: 'id',
    limits: { min: 8, max: 64, raw: 64 },
    requirement: 'optional',
    errors: { invalid: 'invalid' },
  },
  [HONEYPOT_FIELD]: {
    kind: 'honeypot',
    limits: { raw: 200 },
    step: 'details',
    requirement: 'optional',
    errors: { invalid: 'invalid' },
  },
} as const satisfies Record<string, FieldRow>;

type Fields = typeof contactFields;
export type FieldName = keyof Fields;

/** The rows as the general shape, for code that walks every field. */
export const fieldRows = Object.entries(contactFields) as [FieldName, FieldRow][];

/** The fields a step asks for, the details step's hidden field included. */
export type FieldOfStep<Step extends StepName> = {
  [Name in FieldName]: Fields[Name] extends { step: Step } ? Name : never;
}[FieldName];

/** The fields the funnel's form holds: every field a step asks for. */
export type FormField = FieldOfStep<StepName>;

/** Whether the field must be answered for this project type, on this path (the form's default path is email). */
export function isRequired(row: FieldRow, projectType: ProjectType | undefined, method: Method = 'email'): boolean {
  const { requirement } = row;
  if (requirement === 'always') return true;
  if (requirement === 'optional') return false;
  if ('projectTypes' in requirement) return projectType !== undefined && requirement.projectTypes.includes(projectType);
  return requirement.methods.includes(method);
}

/**
 * The hint a field shows under its control (ContactFunnel.hints): `<name>`, or for a field required for some project
 * types only, `<name>Required` or `<name>Optional` as it is now.
 */
export function hintKey(name: string, row: FieldRow, required: boolean): string | undefined {
  if (!row.control?.hint) return undefined;
  if (typeof row.requirement !== 'object') return name;
  return `${name}${required ? 'Required' : 'Optional'}`;
}

/** The choices a field offers for the project type chosen so far. */
export function choicesOf(row: FieldRow, projectType: ProjectType | undefined): readonly string[] {
  if (row.kind !== 'choice') return [];
  return row.choicesFor ? row.choicesFor(projectType) : row.choices;
}

type Simplify<T> = { [Key in keyof T]: T[Key] };
type ValueOf<Row> = Row extends { kind: 'choice'; choices: readonly (infer Choice)[] }
  ? Choice
  : Row extends { kind: 'weeks' }
    ? number
    : string;
/** A field's value once checked: one of its choices, a number of weeks, or a text. */
export type FieldValue<Name extends FieldName> = ValueOf<Fields[Name]>;

/** The fields answered by one of a list. */
export type ChoiceField = { [Name in FieldName]: Fields[Name] extends { kind: 'choice' } ? Name : never }[FieldName];

/** The rows of the owner's email: a field's own name, or the row it shares (the name's two parts). */
export type EmailRowKey = {
  [Name in FieldName]: Fields[Name] extends { ownerEmail: { row: infer Row } }
    ? Row
    : Fields[Name] extends { ownerEmail: object }
      ? Name
      : never;
}[FieldName];
/** Fields that always have a value once checked: required ones, and those with a default. */
type AlwaysSet = {
  [Name in FieldName]: Fields[Name] extends { requirement: 'always' } | { default: string } ? Name : never;
}[FieldName];

/** A checked, cleaned submission: every field's value as the schema gives it. */
export type ContactSubmission = Simplify<
  { [Name in AlwaysSet]: ValueOf<Fields[Name]> } & { [Name in Exclude<FieldName, AlwaysSet>]?: ValueOf<Fields[Name]> }
>;
/** What the funnel's form holds: every field the visitor fills in, as the string its control gives. */
export type ContactFormValues = Record<FormField, string>;
