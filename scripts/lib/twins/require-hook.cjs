// Preloaded (NODE_OPTIONS=--require) into the processes `npm start`, `npm test` and `npm run dev` start when a native
// package does not load on this machine (scripts/lib/native.mjs, ADR 075). HMRPL_TWINS lists the twins installed under
// node_modules/.cache/hmrpl-twins/:
//   { request: 'esbuild', target: { version }, as: 'esbuild-wasm', dir }: `esbuild` (and `esbuild/...`), where it would
//     resolve to that version, resolves to esbuild-wasm in `dir` instead (require here, import in ./resolve-hook.mjs);
//   { request: '@img/sharp-wasm32', importer: { name: 'sharp', version }, as, dir }: sharp's own loader, asking for its
//     WebAssembly build, finds it in `dir`.
const Module = require('node:module');
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');

/** @type {{ request: string, as: string, dir: string, target?: { version: string }, importer?: { name: string, version: string } }[]} */
const twins = JSON.parse(process.env.HMRPL_TWINS || '[]');

/** The nearest package.json with a name above `file`: { name, version }, or null. */
function packageOf(file) {
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        const { name, version } = JSON.parse(readFileSync(manifest, 'utf8'));
        if (name && version) return { name, version };
      } catch {
        // not JSON: go on up
      }
    }
    if (path.dirname(dir) === dir) return null;
  }
}

const matches = (request, twin) => request === twin.request || request.startsWith(`${twin.request}/`);

if (twins.length) {
  const resolveFilename = Module._resolveFilename;
  Module._resolveFilename = function resolveTwin(request, parent, ...rest) {
    for (const twin of twins) {
      if (!matches(request, twin)) continue;
      if (twin.importer) {
        const importer = parent && parent.filename && packageOf(parent.filename);
        if (!importer || importer.name !== twin.importer.name || importer.version !== twin.importer.version) continue;
      } else {
        let file;
        try {
          file = resolveFilename.call(this, request, parent, ...rest);
        } catch {
          continue;
        }
        if (file.startsWith(twin.dir + path.sep)) return file;
        if (packageOf(file)?.version !== twin.target.version) continue;
      }
      const from = new Module(path.join(twin.dir, 'index.js'), null);
      from.filename = from.id;
      from.paths = Module._nodeModulePaths(twin.dir);
      return resolveFilename.call(this, twin.as + request.slice(twin.request.length), from, ...rest);
    }
    return resolveFilename.call(this, request, parent, ...rest);
  };
  // `import` goes through the loader's own resolution (Vite imports rollup and esbuild); Node 20.6 and later
  if (typeof Module.register === 'function')
    Module.register(pathToFileURL(path.join(__dirname, 'resolve-hook.mjs')), { data: twins });
}
