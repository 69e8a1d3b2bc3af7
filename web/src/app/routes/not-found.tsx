// SHELL: replaced by the public-site work (issue 4).
export default function NotFoundPage() {
  return <h1>Halaman tidak ditemukan</h1>;
}
