def labels(items):
    for i, item in enumerate(items, start=1):
        yield f"{i}. {item['title']}"

books = [{"title": "A"}, {"name": "B"}]
print("\n".join(labels(books[:1])))
print("\n".join(labels(books)))
