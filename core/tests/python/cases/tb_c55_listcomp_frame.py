def parse(rows):
    return [row["name"].upper() for row in rows]

rows = [{"name": "a"}, {"name": "b"}]
print(parse(rows))
rows.append({"nme": "c"})
print(parse(rows))
