// Hooks pnpm runs in this workspace.
module.exports = {
  hooks: {
    // A published manifest names only what users install: devDependencies
    // serve the workspace (tests, builds) and name private packages.
    beforePacking(pkg) {
      delete pkg.devDependencies;
      return pkg;
    },
  },
};
