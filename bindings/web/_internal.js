// _internal.js — what the binding's classes use of each other, keyed by symbols so that
// none of it is part of the API a page sees (an engine has no `call` method to stumble
// on). Engines and sheets are made by the binding only: their constructors want these
// tokens.

export const MAKING_ENGINE = Symbol('making an engine');
export const MAKING_SHEET = Symbol('making a sheet');

export const internal = Object.freeze(Object.fromEntries([
  'call', 'pointer', 'configure', 'forget', 'markDestroyed', 'scratch', 'view', 'malloc', 'free', 'string',
  'cString', 'animators',
].map((name) => [name, Symbol(name)])));
