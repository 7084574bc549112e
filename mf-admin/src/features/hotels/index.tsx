// Placeholder until the management screen lands.
export default function Placeholder() {
  return <p className="adm-panel">Coming soon.</p>;
}
