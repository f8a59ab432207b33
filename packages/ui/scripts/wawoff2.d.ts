// wawoff2 ships no types: Google's woff2 compiled to WebAssembly, one call each way.
declare module 'wawoff2' {
  const wawoff2: {
    compress(ttf: Uint8Array): Promise<Uint8Array>;
    decompress(woff2: Uint8Array): Promise<Uint8Array>;
  };
  export default wawoff2;
}
