// SHELL: replaced by the public-site work (issue 4).
export default function Page() {
  return <h1>SE-Rekrutmen</h1>;
}
