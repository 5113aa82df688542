// The plain HTML host imports the built library by URL; its types are the package's own.
declare module '/lib/index.esm.js' {
  export * from 'w3m-elements';
}
