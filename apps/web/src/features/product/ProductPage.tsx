export default function ProductPage() {
  return <div className="mx-auto max-w-7xl p-4" />;
}
