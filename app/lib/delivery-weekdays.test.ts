import { describe, expect, it } from "vitest";
import { deliveryDayValues } from "./delivery-weekdays";

describe("the delivery weekdays in texts", () => {
  it("name the shop's days as its texts did, in both languages", () => {
    expect(deliveryDayValues([3, 5], "da")).toEqual({
      deliveryDays: "onsdag og fredag",
      deliveryDayChoice: "onsdag eller fredag",
    });
    expect(deliveryDayValues([3, 5], "en")).toEqual({
      deliveryDays: "Wednesdays and Fridays",
      deliveryDayChoice: "Wednesday or Friday",
    });
  });

  it("list one day, or three, Monday first with Sunday last", () => {
    expect(deliveryDayValues([3], "da").deliveryDays).toBe("onsdag");
    expect(deliveryDayValues([3], "en").deliveryDayChoice).toBe("Wednesday");
    expect(deliveryDayValues([0, 6, 2], "da").deliveryDays).toBe("tirsdag, lørdag og søndag");
    expect(deliveryDayValues([4, 2, 6], "en").deliveryDays).toBe("Tuesdays, Thursdays and Saturdays");
    expect(deliveryDayValues([4, 2, 6], "en").deliveryDayChoice).toBe("Tuesday, Thursday or Saturday");
  });

  it("name a day once, and no day outside the week", () => {
    expect(deliveryDayValues([5, 3, 5, 9, -1], "da").deliveryDays).toBe("onsdag og fredag");
  });
});
