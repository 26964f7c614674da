def process(items):
    try:
        return items[5]
    finally:
        print("cleanup")
        items.remove(99)

try:
    process([1, 2, 3, 4, 5, 6])
except ValueError as e:
    print("caught", e)
process([1, 2])
