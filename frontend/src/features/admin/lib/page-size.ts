import { useState } from "react";
import { PAGE_SIZE } from "@/config/constants";

/** The rows a page an admin list offers; the first, PAGE_SIZE (docs/product.md 9.4), until one is chosen. */
export const PAGE_SIZES = [PAGE_SIZE, 25, 50, 100] as const;

const storageKey = (list: string) => `configuratore.pageSize.${list}`;

function stored(list: string): number {
  try {
    const size = Number(window.localStorage.getItem(storageKey(list)));
    return (PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZE;
  } catch {
    return PAGE_SIZE;
  }
}

/**
 * The rows a page of one admin list, remembered in this browser for that list, and the table's choice of them
 * (a new size starts again from the first page).
 */
export function usePageSize(list: string, setPage: (page: number) => void) {
  const [size, setSize] = useState(() => stored(list));
  const onChange = (next: number) => {
    setSize(next);
    setPage(1);
    try {
      window.localStorage.setItem(storageKey(list), String(next));
    } catch {
      // private mode: the choice lasts as long as the screen
    }
  };
  return { pageSize: size, pageSizes: { sizes: PAGE_SIZES, onChange } };
}
