/** Escapes LIKE's wildcards, so a search for '100%' or 'a_b' finds that very text. */
export const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);
