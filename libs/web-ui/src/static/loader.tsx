/** A page or section still loading: a spinner announced to screen readers, with an optional visible label. */
export function Loader({ label, className }: { label?: string; className?: string }) {
  return (
    <div className={className ? `em-loader ${className}` : 'em-loader'} role="status" aria-label={label ?? 'Cargando...'}>
      <div className="em-spinner" />
      {label && <p>{label}</p>}
    </div>
  );
}
