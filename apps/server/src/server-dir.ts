import path from 'node:path';

/**
 * The server package's folder (apps/server), for the files read at run time beside the code
 * (migrations, contract content). This file sits in src/ and the compiled bundle in dist/, both
 * one level below it, so the same line holds from source and compiled (029).
 */
export const serverDir = path.resolve(import.meta.dirname, '..');
