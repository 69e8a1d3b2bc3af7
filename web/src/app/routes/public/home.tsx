// SHELL: replaced by the public-site work (issue 4).
export function HomePage() {
  return <h1>HMRPL</h1>;
}
