/** The jar mark and the word "Krukke". The mark is decorative; the link around it is named. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className ?? ""}`}>
      <JarMark className="h-8 w-8" />
      <span className="font-serif text-2xl font-semibold tracking-tight text-forest-800">Krukke</span>
    </span>
  );
}

export function JarMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect x="9" y="3" width="14" height="5" rx="1.5" fill="#2f4a34" />
      <path
        d="M8 10c0-1.1.9-2 2-2h12c1.1 0 2 .9 2 2v1.5c1.3 1 2 2.6 2 4.3V26a3 3 0 0 1-3 3H9a3 3 0 0 1-3-3V15.8c0-1.7.7-3.3 2-4.3z"
        fill="#c4622d"
      />
      <rect x="9" y="15" width="14" height="8" rx="1" fill="#fdfbf6" />
      <path d="M12 19.5c2-2 6-2 8 0" stroke="#2f4a34" strokeWidth="1.5" fill="none" strokeLinecap="round" />
    </svg>
  );
}
