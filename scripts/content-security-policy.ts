// The Content-Security-Policy Gridwise ships: the build puts it in index.html as a <meta>, and
// `npm start`'s server (vite preview) sends it as a header. Nothing is loaded from or sent to
// another origin, no script is inline or evaluated (Pixi is imported with its no-eval shims,
// src/app/boot/stage.ts), and inline styles are allowed only because Pixi and the DOM kit set them.

const DIRECTIVES: readonly (readonly [string, string])[] = [
  ['default-src', "'self'"],
  ['script-src', "'self'"],
  ['worker-src', "'self'"],
  ['style-src', "'self' 'unsafe-inline'"],
  ['img-src', "'self' data: blob:"],
  ['connect-src', "'self'"],
  ['object-src', "'none'"],
  ['base-uri', "'none'"],
  ['frame-ancestors', "'none'"],
];

/** The policy as a header value. */
export const CSP_HEADER = DIRECTIVES.map(([name, value]) => `${name} ${value}`).join('; ');

/** The policy for a <meta> element: browsers ignore (and warn about) frame-ancestors there. */
export const CSP_META = DIRECTIVES.filter(([name]) => name !== 'frame-ancestors')
  .map(([name, value]) => `${name} ${value}`)
  .join('; ');
