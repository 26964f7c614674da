def index_by(records, field):
    return {r[field]: {k: v for k, v in r.items() if k != field} for r in records}

rows = [{"id": 1, "x": 2}, {"id": 2, "x": 3}]
print(index_by(rows, "id"))
print(index_by(rows + [{"x": 4}], "id"))
