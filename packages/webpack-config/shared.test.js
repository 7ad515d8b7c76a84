'use strict';
// A narrowed shared package of the page is the list in shared/<file>.mjs: a name an app imports
// from the package that is not in it would be undefined in the built site.
const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '../..');
const APP_SOURCES = [
  'shell',
  'mfe-auth',
  'mfe-feed',
  'mfe-compose',
  'mfe-portal-themes',
  'mfe-profile',
  'packages/ui',
  'packages/platform',
].map((dir) => path.join(root, dir, 'src'));

function* sourceFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '__tests__' && entry.name !== 'node_modules') yield* sourceFiles(full);
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

/** The value names an import (or re-export) statement takes from `from`, types left out. */
function importedNames(source, from) {
  const names = [];
  const statement = new RegExp(
    `(?:import|export)\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${from}'`,
    'g',
  );
  for (const match of source.matchAll(statement)) {
    if (match[1]) continue;
    for (const part of match[2].split(',')) {
      const name = part.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0]);
    }
  }
  return names;
}

const { NARROWED } = require('./index.js');

for (const [dep, file] of Object.entries(NARROWED)) {
  test(`every name the apps import from ${dep} is in the shared list`, () => {
    const list = fs.readFileSync(path.join(__dirname, 'shared', file), 'utf8');
    const shared = new Set(importedNames(list, `@voices/webpack-config/${dep}-source`));
    assert.ok(shared.size > 3, `the list in shared/${file} could not be read`);
    const missing = [];
    let files = 0;
    for (const dir of APP_SOURCES) {
      for (const file of sourceFiles(dir)) {
        const source = fs.readFileSync(file, 'utf8');
        if (new RegExp(`import\\s+\\*\\s+as\\s+\\w+\\s+from\\s+'${dep}'`).test(source))
          missing.push(`${path.relative(root, file)}: import *`);
        const names = importedNames(source, dep);
        if (names.length) files += 1;
        for (const name of names)
          if (!shared.has(name)) missing.push(`${path.relative(root, file)}: ${name}`);
      }
    }
    assert.ok(files > 5, `only ${files} files import ${dep}: the scan is broken`);
    assert.deepEqual(missing, []);
  });
}
