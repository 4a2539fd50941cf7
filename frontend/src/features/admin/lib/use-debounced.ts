export { useDebounced } from "@/lib/use-debounced";
