import { evaluate, parse } from "groq-js";
import { describe, expect, it } from "vitest";
import { turnaroundOf, turnaroundServiceOf } from "./fragments";

/**
 * A turnaround figure and its click target come from the same service: the days shown are read
 * with `turnaroundOf`, and the studio opens the service `turnaroundServiceOf` names, so the field
 * an editor lands on is the one that holds those days.
 */
const services = [
  { _id: "own", _type: "service", turnaround: { days: 7 } },
  { _id: "follower", _type: "service", turnaround: { days: 99 }, sameTurnaroundAs: { _ref: "own" } },
  // Follows a service that follows another: the middle one has no days of its own to give.
  { _id: "middle", _type: "service", sameTurnaroundAs: { _ref: "own" } },
  { _id: "chained", _type: "service", turnaround: { days: 12 }, sameTurnaroundAs: { _ref: "middle" } },
  // Follows a service that was deleted.
  { _id: "orphan", _type: "service", turnaround: { days: 5 }, sameTurnaroundAs: { _ref: "gone" } },
];

async function shown(id: string) {
  const query = `*[_id == $id][0]{ "days": ${turnaroundOf("")}.days, "opens": ${turnaroundServiceOf("")} }`;
  return (await (await evaluate(parse(query, { params: { id } }), { dataset: services, params: { id } })).get()) as {
    days: number | undefined;
    opens: string;
  };
}

describe("a turnaround's days and the service a click opens", () => {
  it.each([
    ["own", 7, "own"],
    ["follower", 7, "own"],
    ["chained", 12, "chained"],
    ["orphan", 5, "orphan"],
  ])("%s shows %i days and opens %s", async (id, days, opens) => {
    expect(await shown(id)).toEqual({ days, opens });
  });
});
