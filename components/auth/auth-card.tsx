import type { ReactNode } from 'react';
import { AuthHero } from './auth-hero';

/** Hero band + the raised form card every auth screen uses. */
export function AuthCard({ children, subtitle }: { children: ReactNode; subtitle?: string }) {
  return (
    <div className="flex flex-1 flex-col bg-page">
      <AuthHero subtitle={subtitle} />
      {/* Positioned, so it rides over the hero band (itself positioned for its picture). */}
      <div className="relative -mt-6 mx-gutter mb-6 flex flex-col gap-4 rounded-card bg-surface p-5 shadow-card">
        {children}
      </div>
    </div>
  );
}
