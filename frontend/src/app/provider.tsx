import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { AuthSync } from "@/lib/auth";
import { LanguageSync } from "@/lib/language";
import { Toaster } from "@/components/ui/toast/toaster";

export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthSync queryClient={queryClient} />
      <LanguageSync queryClient={queryClient} />
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
