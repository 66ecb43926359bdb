import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import './globals.css';

export const metadata: Metadata = {
  title: 'Rondel — Antike rules workbench',
  description: 'Author, validate, play and compare rulesets for Antike and Antike Duellum.',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <header className="site-header">
          <a href="/" className="brand">Rondel</a>
          <span className="tagline">rules workbench for Antike and Antike Duellum</span>
        </header>
        <main>{children}</main>
      </body>
    </html>
  );
}
