// Entry point for the Supabase edge runtime (Deno); the local emulator imports handler.ts directly.
import handler from "./handler.ts";

declare const Deno: { serve(handler: (req: Request) => Response | Promise<Response>): unknown };

Deno.serve(handler);
