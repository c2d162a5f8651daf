/** Starts nothing yet; the fake email provider joins here (issue "Contact"). */
export default async function globalSetup() {}
