#!/usr/bin/env node
// `npm run check`: the Docker image builds for linux/amd64 and linux/arm64 (`docker buildx build --platform ...`), so
// neither the Dockerfile nor docker-compose.yml may assume one architecture: no `--platform` pinned on a FROM, no image
// of one architecture, no architecture named in a command (a download, a library path, `npm --cpu`) unless it is chosen
// from TARGETARCH. Prints each place found, and a reminder for images pinned by digest (the multi-platform index's
// digest, not one platform's). No Docker engine needed. ADR 077.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const ARCH = /\b(?:x86[_-]64|amd64|x64|aarch64|arm64(?:v8)?|armv7l?|armhf|i[36]86|ppc64le|s390x)\b/i;
/** Images published per architecture (Docker Hub's `amd64/node`, `arm64v8/node`, ...). */
const ARCH_NAMESPACE = /^(?:[\w.-]+\/)?(?:amd64|arm64v8|arm32v[5-7]|i386|ppc64le|s390x|riscv64)\//i;
const FROM_VARIABLE_PLATFORM = /^--platform=\$\{?(?:BUILDPLATFORM|TARGETPLATFORM)\}?$/;

/**
 * @typedef {{ line: number, text: string, why: string }} Finding
 * @typedef {{ line: number, image: string }} Pinned  a FROM pinned by digest
 */

/**
 * Instructions of a Dockerfile with their first line number: continuation lines joined, comments and blank lines out.
 * @param {string} text
 */
function instructions(text) {
  /** @type {{ line: number, text: string }[]} */
  const out = [];
  let current = '';
  let start = 0;
  text.split(/\r?\n/).forEach((raw, index) => {
    const trimmed = raw.trim();
    if (!current && (trimmed === '' || trimmed.startsWith('#'))) return;
    if (current && trimmed.startsWith('#')) return; // a comment inside a continued instruction
    if (!current) start = index + 1;
    const continued = trimmed.endsWith('\\');
    current += `${continued ? trimmed.slice(0, -1) : trimmed} `;
    if (!continued) {
      out.push({ line: start, text: current.trim() });
      current = '';
    }
  });
  if (current) out.push({ line: start, text: current.trim() });
  return out;
}

/**
 * What in a Dockerfile ties the image to one architecture.
 * @param {string} text
 * @returns {{ findings: Finding[], pinned: Pinned[], stages: string[] }}
 */
export function dockerfileAssumptions(text) {
  /** @type {Finding[]} */
  const findings = [];
  /** @type {Pinned[]} */
  const pinned = [];
  /** @type {string[]} */
  const stages = [];
  for (const { line, text: instruction } of instructions(text)) {
    const [keyword, ...rest] = instruction.split(/\s+/);
    const add = (/** @type {string} */ why) => findings.push({ line, text: instruction, why });
    if (keyword.toUpperCase() === 'FROM') {
      const platform = rest.find((word) => word.startsWith('--platform='));
      if (platform && !FROM_VARIABLE_PLATFORM.test(platform))
        add(`${platform} builds this stage for one platform whatever --platform asks`);
      const image = rest.find((word) => !word.startsWith('--')) ?? '';
      stages.push(image);
      if (ARCH_NAMESPACE.test(image) || ARCH.test(image.replace(/@sha256:[0-9a-f]+$/i, '')))
        add(`the image ${image} is published for one architecture`);
      if (/@sha256:[0-9a-f]{64}$/i.test(image)) pinned.push({ line, image });
      continue;
    }
    // the chosen architecture may be named where the line picks it from TARGETARCH/TARGETPLATFORM
    const fromTarget = /\$\{?TARGET(?:ARCH|PLATFORM|VARIANT)\b/.test(instruction);
    if (/(?:^|\s)--(?:cpu|arch|libc)[=\s]/.test(instruction) && !fromTarget)
      add('npm --cpu/--arch/--libc installs the binaries of one platform');
    else if (ARCH.test(instruction) && !fromTarget)
      add(`names the architecture "${ARCH.exec(instruction)?.[0]}" (pick it from TARGETARCH instead)`);
  }
  return { findings, pinned, stages };
}

/**
 * `platform:` lines of a compose file that name one architecture.
 * @param {string} text
 * @returns {Finding[]}
 */
export function composeAssumptions(text) {
  return text
    .split(/\r?\n/)
    .map((raw, index) => ({ line: index + 1, text: raw.trim() }))
    .filter(({ text: line }) => /^platform\s*:/.test(line) && ARCH.test(line))
    .map((found) => ({ ...found, why: 'pins the service to one architecture' }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dockerfile = dockerfileAssumptions(readFileSync(path.join(root, 'Dockerfile'), 'utf8'));
  const compose = composeAssumptions(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'));
  const found = [
    ...dockerfile.findings.map((f) => ({ ...f, file: 'Dockerfile' })),
    ...compose.map((f) => ({ ...f, file: 'docker-compose.yml' })),
  ];
  console.log(
    `[docker-platforms] Dockerfile: ${dockerfile.stages.length} stages (FROM ${dockerfile.stages.join(', ')})`,
  );
  for (const { line, image } of dockerfile.pinned)
    console.log(
      `[docker-platforms] Dockerfile:${line} pins ${image.split('@')[0]} by digest: it must be the multi-platform ` +
        `index's digest (the first Digest of \`docker buildx imagetools inspect ${image.split('@')[0]}\`), not one platform's`,
    );
  for (const { file, line, text, why } of found) console.error(`[docker-platforms] ${file}:${line}: ${why}\n  ${text}`);
  if (found.length) {
    console.error('[docker-platforms] the image must build for linux/amd64 and linux/arm64 (ADR 077)');
    process.exit(1);
  }
  console.log('[docker-platforms] nothing ties the image to one architecture (linux/amd64, linux/arm64)');
}
