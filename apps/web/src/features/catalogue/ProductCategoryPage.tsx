export default function ProductCategoryPage() {
  return <div className="mx-auto max-w-7xl p-4" />;
}
