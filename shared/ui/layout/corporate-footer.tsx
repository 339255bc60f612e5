// PLACEHOLDER footer.
export function CorporateFooter() {
  return <footer className="corporate-footer">Copyright © 2024</footer>;
}
