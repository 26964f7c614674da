"""A todo-list CLI driven by argparse subcommands, called with explicit argv lists."""
import argparse
import json


class TodoStore:
    def __init__(self):
        self.items = []
        self.next_id = 1

    def add(self, title, priority, tags):
        item = {"id": self.next_id, "title": title, "priority": priority,
                "tags": sorted(tags), "done": False}
        self.items.append(item)
        self.next_id += 1
        return item

    def find(self, item_id):
        for item in self.items:
            if item["id"] == item_id:
                return item
        raise KeyError(f"no todo with id {item_id}")


def build_parser():
    parser = argparse.ArgumentParser(prog="todo", description="Manage todos.")
    parser.add_argument("-v", "--verbose", action="count", default=0)
    sub = parser.add_subparsers(dest="command", required=True)
    add = sub.add_parser("add", help="add a todo")
    add.add_argument("title")
    add.add_argument("-p", "--priority", type=int, choices=range(1, 4), default=2)
    add.add_argument("-t", "--tag", action="append", default=[], dest="tags")
    done = sub.add_parser("done", help="mark done")
    done.add_argument("ids", nargs="+", type=int)
    ls = sub.add_parser("list", help="list todos")
    ls.add_argument("--all", action="store_true")
    ls.add_argument("--format", choices=["text", "json"], default="text")
    return parser


def run(store, parser, argv):
    try:
        args = parser.parse_args(argv)
    except SystemExit as e:
        print(f"  exit {e.code}")
        return
    if args.verbose:
        print(f"  [verbose={args.verbose}] {vars(args)}")
    if args.command == "add":
        item = store.add(args.title, args.priority, args.tags)
        print(f"  added #{item['id']}: {item['title']} (p{item['priority']})")
    elif args.command == "done":
        for i in args.ids:
            try:
                store.find(i)["done"] = True
                print(f"  done #{i}")
            except KeyError as e:
                print(f"  error: {e.args[0]}")
    elif args.command == "list":
        items = [t for t in store.items if args.all or not t["done"]]
        items.sort(key=lambda t: (t["priority"], t["id"]))
        if args.format == "json":
            print(json.dumps(items, indent=1))
        else:
            for t in items:
                mark = "x" if t["done"] else " "
                tags = ",".join(t["tags"]) or "-"
                print(f"  [{mark}] #{t['id']:<3} p{t['priority']} {t['title']:<20} {tags}")


import sys
sys.stderr = sys.stdout
store = TodoStore()
parser = build_parser()
for argv in [
    ["add", "buy milk", "-t", "home", "-t", "errand"],
    ["add", "write report", "-p", "1", "--tag", "work"],
    ["-vv", "add", "call bob", "--priority=3"],
    ["add", "bad prio", "-p", "7"],
    ["done", "1", "9"],
    ["list"],
    ["list", "--all", "--format", "json"],
    ["remove", "1"],
    ["done"],
    ["done", "x"],
]:
    print("$ todo", " ".join(argv))
    run(store, parser, argv)
print(parser.format_usage().strip())
