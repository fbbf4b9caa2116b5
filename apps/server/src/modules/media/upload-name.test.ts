import { describe, expect, it } from "vitest";
import { uploadName } from "./image-service.ts";

describe("uploadName: the refused file's name as the message shows it", () => {
  it("keeps the name the member's device gave, without folders", () => {
    expect(uploadName("C:\\Users\\Rina\\Pictures\\wedding photo.jpg", 0)).toBe("wedding photo.jpg");
    expect(uploadName("/home/rina/me.png", 0)).toBe("me.png");
  });

  it("drops control and direction-changing characters, so a name cannot disguise itself", () => {
    expect(uploadName("photo\u202Egpj.exe", 0)).toBe("photogpj.exe");
    expect(uploadName("a\u0000b\nc.jpg", 0)).toBe("abc.jpg");
  });

  it("shortens very long names and names a nameless file by its place", () => {
    expect(Array.from(uploadName(`${"অ".repeat(100)}.jpg`, 0))).toHaveLength(60);
    expect(uploadName(undefined, 2)).toBe("Photo 3");
    expect(uploadName("  ", 0)).toBe("Photo 1");
  });
});
