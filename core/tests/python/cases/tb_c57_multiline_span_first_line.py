def build(rows):
    return {
        row["id"]: row["value"] * 2
        for row in rows
    }

print(build([{"id": 1, "value": 2}]))
print(build([{"id": 1, "value": 2}, {"id": 2}]))
