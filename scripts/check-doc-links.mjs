/**
 * Two checks over the repository's text files (tracked, plus new files git does not ignore):
 *
 * 1. Every reference to a doc names a file that exists and, with `#anchor`, a heading of it.
 *    Anywhere: `docs/product/faults.md#taking-turns` and other paths from the repository's root;
 *    outside Markdown, `README.md#measured-figures` is the root README's section.
 *    In Markdown also links, relative to the file as GitHub reads them: `[x](payments.md#checkout)`,
 *    `[x](#figures)`, `[x](../decisions/008-server-rendering.md)`, `[x]: ../x.md`.
 *    Anchors are GitHub's heading slugs (github-slugger's rule, repeats get -1, -2) or HTML ids.
 * 2. No words that point at a tracker or files outside the repository ("issue 13", "spec §9",
 *    SPEC-NOTES, API.md, GIVING.md, ../shared): say what is meant and link the doc section.
 *
 *   npm run lint:docs
 *
 * Prints file:line, the reference and what is missing; exits 1 when anything is.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const SELF = path
  .relative(root, import.meta.filename)
  .split(path.sep)
  .join('/');

/** Not read: binaries, and the lock file (large, and written by npm). */
const SKIPPED =
  /\.(png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf|pdf|zip|gz|tgz|wasm)$|(^|\/)package-lock\.json$/i;

/** Words that only mean something to a reader of an outside tracker or folder. */
const OUTSIDE_WORDS = [
  { pattern: /\bissues? ?#?\d+/gi, why: 'an issue number of an outside tracker' },
  {
    pattern: /\bspec(?:ification)?'?s? *(?:§ ?[\d.]*\d|section \d+)/gi,
    why: 'a section of an outside spec',
  },
  { pattern: /\bSPEC-NOTES\b/gi, why: 'a file outside the repository' },
  { pattern: /(?<![\w/.-])(?:API|GIVING)\.md\b/gi, why: 'a file outside the repository' },
];
/** `../shared` is fine only where it names a folder of the repository, seen from the file. */
const SHARED_UP = /(?<![\w.-])\.\.\/shared\b/g;

/** A path from the root to a Markdown file, with an optional anchor, in any file. */
const ROOT_DOC_PATH =
  /(?<![\w./:@-])(?:\.{1,2}\/)*((?:docs|apps|packages|e2e|scripts|\.ci)\/[\w./-]*?\.md)(?![\w-])(?:#([\p{L}\p{N}_-]*))?/gu;
/** Outside Markdown: a bare README.md with an anchor names a section of the root README. */
const ROOT_README_ANCHOR = /(?<![\w./:@-])README\.md#([\p{L}\p{N}_-]+)/gu;
/** In Markdown: inline link or image targets, `](target "title")`. */
const MD_INLINE_LINK = /\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g;
/** In Markdown: reference definitions, `[label]: target`. */
const MD_DEFINITION = /^ {0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/;
/** In Markdown prose: `name.md#anchor` without link syntax, read relative to the file. */
const MD_BARE_ANCHORED = /(?<![\w./:@-])((?:\.{1,2}\/)*[\w-]+\.md)#([\p{L}\p{N}_-]+)/gu;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** github-slugger: drop everything but letters, marks, digits, `_`, `-` and space. */
const SLUG_DROPPED = /[^\p{L}\p{M}\p{Nd}\p{Nl}\p{Pc}\p{Alphabetic} -]/gu;

function listFiles() {
  const out = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--deduplicate'],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return out
    .split('\0')
    .filter((file) => file && !SKIPPED.test(file) && !file.includes('node_modules/'));
}

/** The file's text, or null when it is gone (moved while we run) or binary. */
function readText(file) {
  try {
    const text = readFileSync(path.join(root, file), 'utf8');
    return text.includes('\0') ? null : text;
  } catch {
    return null;
  }
}

/** The text GitHub renders for a heading's Markdown: no links, code marks, emphasis or tags. */
function headingText(markdown) {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\](?:\([^)]*\)|\[[^\]]*\])/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`+/g, '')
    .replace(/\*+|~~/g, '')
    .replace(/(^|[^\p{L}\p{N}])_+|_+(?=[^\p{L}\p{N}]|$)/gu, '$1')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity])
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .trim();
}
const ENTITIES = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

function slug(text) {
  return text.toLowerCase().replace(SLUG_DROPPED, '').replace(/ /g, '-');
}

/** The anchors of a Markdown text: heading slugs, made unique as GitHub does, and HTML ids. */
function anchorsOf(text) {
  const anchors = new Set();
  const occurrences = new Map();
  const add = (base) => {
    let result = base;
    while (occurrences.has(result)) {
      occurrences.set(base, occurrences.get(base) + 1);
      result = `${base}-${occurrences.get(base)}`;
    }
    occurrences.set(result, 0);
    anchors.add(result);
  };
  const lines = text.split(/\r?\n/);
  let fence = null;
  let paragraph = false;
  for (const line of lines) {
    const fenceMark = FENCE.exec(line)?.[1];
    if (fence) {
      if (fenceMark && fenceMark[0] === fence[0] && fenceMark.length >= fence.length) fence = null;
      continue;
    }
    if (fenceMark) {
      fence = fenceMark;
      paragraph = false;
      continue;
    }
    for (const [, id] of line.matchAll(/<[a-z][^>]*?\s(?:id|name)=["']([^"']+)["']/gi)) {
      anchors.add(id);
    }
    const atx = /^ {0,3}#{1,6}(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/.exec(line);
    if (atx) {
      add(slug(headingText(atx[1] ?? '')));
      paragraph = false;
    } else if (paragraph && /^ {0,3}(=+|-+)[ \t]*$/.test(line)) {
      add(slug(headingText(paragraph)));
      paragraph = false;
    } else if (line.trim() === '' || /^ {0,3}([>|*+-]|\d+[.)])/.test(line)) {
      paragraph = false;
    } else {
      paragraph = paragraph ? `${paragraph} ${line.trim()}` : line.trim();
    }
  }
  return anchors;
}

const anchorCache = new Map();
function anchorsOfFile(file) {
  if (!anchorCache.has(file)) anchorCache.set(file, anchorsOf(readText(file) ?? ''));
  return anchorCache.get(file);
}

function isExternal(target) {
  return /^[a-z][a-z\d+.-]*:/i.test(target) || target.startsWith('//');
}

const problems = [];
const seen = new Set();
let checked = 0;

/** Checks `target` (a repository path, '' for the file itself) and `anchor` cited at file:line. */
function checkTarget(file, line, cited, target, anchor) {
  const key = `${file}:${line}:${cited}`;
  if (seen.has(key)) return;
  seen.add(key);
  checked += 1;
  const relative = path.relative(root, path.resolve(root, target));
  if (relative.startsWith('..')) {
    problems.push(`${file}:${line}: ${cited}: points outside the repository`);
    return;
  }
  const resolved = relative.split(path.sep).join('/') || '.';
  if (!existsSync(path.join(root, resolved))) {
    problems.push(`${file}:${line}: ${cited}: no file ${resolved}`);
    return;
  }
  if (!anchor || !resolved.endsWith('.md')) return;
  const anchors = anchorsOfFile(resolved);
  if (anchors.has(anchor)) return;
  const near = [...anchors].filter((a) =>
    anchor.split('-').some((w) => w.length > 3 && a.includes(w)),
  );
  const hint = near.length ? ` (headings near it: ${near.slice(0, 5).join(', ')})` : '';
  problems.push(`${file}:${line}: ${cited}: no heading #${anchor} in ${resolved}${hint}`);
}

function decode(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A Markdown link target, relative to the file (or the root, with a leading `/`). */
function checkLink(file, line, raw) {
  const target = raw.replace(/^<|>$/g, '');
  if (!target || isExternal(target)) return;
  const hash = target.indexOf('#');
  const pathPart = decode(hash === -1 ? target : target.slice(0, hash));
  const anchor = hash === -1 ? '' : decode(target.slice(hash + 1));
  const resolved = !pathPart
    ? file
    : pathPart.startsWith('/')
      ? pathPart.slice(1)
      : path.posix.join(path.posix.dirname(file), pathPart);
  checkTarget(file, line, target, resolved, anchor);
}

function checkMarkdownLine(file, lineNumber, line) {
  let prose = line;
  for (const match of line.matchAll(MD_INLINE_LINK)) {
    checkLink(file, lineNumber, match[1]);
    prose = prose.replace(match[0], ']');
  }
  const definition = MD_DEFINITION.exec(line);
  if (definition) {
    checkLink(file, lineNumber, definition[1]);
    prose = '';
  }
  for (const match of prose.matchAll(MD_BARE_ANCHORED)) {
    const resolved = path.posix.join(path.posix.dirname(file), match[1]);
    checkTarget(file, lineNumber, match[0], resolved, match[2]);
  }
  return prose;
}

function checkWords(file, lineNumber, line) {
  for (const { pattern, why } of OUTSIDE_WORDS) {
    for (const match of line.matchAll(pattern)) {
      problems.push(`${file}:${lineNumber}: "${match[0]}": ${why}; say what is meant`);
    }
  }
  for (const match of line.matchAll(SHARED_UP)) {
    const named = path.join(root, path.dirname(file), match[0]);
    if (!named.startsWith(root + path.sep) || !existsSync(named)) {
      problems.push(`${file}:${lineNumber}: "${match[0]}": a folder outside the repository`);
    }
  }
}

const started = performance.now();
const files = listFiles();
let read = 0;
for (const file of files) {
  const text = readText(file);
  if (text === null) continue;
  read += 1;
  const markdown = file.endsWith('.md');
  const lines = text.split(/\r?\n/);
  let fence = null;
  for (let index = 0; index < lines.length; index += 1) {
    const lineNumber = index + 1;
    let line = lines[index];
    if (file !== SELF) checkWords(file, lineNumber, line);
    if (markdown) {
      const fenceMark = FENCE.exec(line)?.[1];
      if (fence && fenceMark?.[0] === fence[0] && fenceMark.length >= fence.length) fence = null;
      else if (!fence && fenceMark) fence = fenceMark;
      else if (!fence) line = checkMarkdownLine(file, lineNumber, line);
    }
    for (const match of line.matchAll(ROOT_DOC_PATH)) {
      checkTarget(file, lineNumber, match[0].replace(/^(\.{1,2}\/)+/, ''), match[1], match[2]);
    }
    if (!markdown) {
      for (const match of line.matchAll(ROOT_README_ANCHOR)) {
        checkTarget(file, lineNumber, match[0], 'README.md', match[1]);
      }
    }
  }
}

const took = Math.round(performance.now() - started);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(
    `\n${problems.length} problem(s): ${checked} doc references in ${read} files (${took} ms).`,
  );
  process.exit(1);
}
console.log(
  `Doc references and wording: ${checked} references in ${read} files, all good (${took} ms).`,
);
