import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serverRoot } from './server-root.ts';

const packageJson = JSON.parse(readFileSync(path.join(serverRoot(), 'package.json'), 'utf8')) as {
  version: string;
};

export const version = packageJson.version;
