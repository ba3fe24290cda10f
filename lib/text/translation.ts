/**
 * The shape a second language's catalogue must have: exactly the keys of the Chinese one
 * (lib/text/zh-CN.ts), with every text a string of its own and every text function taking the
 * same arguments. A missing or extra key is a type error, and __tests__/text/catalogue-parity.test.ts
 * checks the same at run time (functions included).
 */
export type Translation<T> = T extends (...args: infer A) => string
  ? (...args: A) => string
  : T extends string
    ? string
    : T extends readonly (infer U)[]
      ? readonly Translation<U>[]
      : T extends object
        ? { readonly [K in keyof T]: Translation<T[K]> }
        : T;
