// A second page at /twice, beside twice.md.
export default function TwiceAgain() {
  return <p>Another page at /twice.</p>;
}
