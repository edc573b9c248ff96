import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/** The query a GET form would send, without empty fields ('Alle' options): 'rubrik_id=6&zeitraum=woche'. */
export function formQuery(form: HTMLFormElement): string {
  const q = new URLSearchParams();
  new FormData(form).forEach((v, k) => {
    if (typeof v === 'string' && v !== '') q.append(k, v);
  });
  return q.toString();
}

/**
 * The sidebar's filters are plain GET forms (they work without JavaScript); with it, sending one
 * navigates client-side to the same address instead of loading the whole page.
 */
export function useGetForm(action: string): { go: (query: string) => void; onSubmit: (e: FormEvent<HTMLFormElement>) => void } {
  const navigate = useNavigate();
  const go = (query: string) => navigate(query ? `${action}?${query}` : action);
  return {
    go,
    onSubmit: (e) => {
      e.preventDefault();
      go(formQuery(e.currentTarget));
    },
  };
}
