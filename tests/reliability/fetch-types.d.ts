// The CMS suite's helpers, which this suite imports, name fetch's body type as the DOM does (`BodyInit`); Node's
// fetch takes the same bodies.
type BodyInit = NonNullable<RequestInit['body']>;
