people = [{"name": "bob", "age": 30}, {"name": "al", "age": 25}]
print(sorted(people, key=lambda p: p["age"]), [p["name"] for p in people if p["age"] > 26])
