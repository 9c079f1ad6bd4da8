/** The public accessibility statement (European Accessibility Act), linked from every footer. */
export const ACCESSIBILITY_STATEMENT_PATH = '/akadalymentesseg';
