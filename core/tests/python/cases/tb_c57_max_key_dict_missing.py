people = [{"name": "ann", "age": 31}, {"name": "bob", "age": 25}]
print(max(people, key=lambda p: p["age"])["name"])
people.append({"name": "cid"})
oldest = max(people,
             key=lambda p: p["age"])
