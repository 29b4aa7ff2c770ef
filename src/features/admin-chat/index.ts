export { ChatConsole } from "./chat-console";
