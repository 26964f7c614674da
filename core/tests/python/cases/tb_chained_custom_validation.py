class ValidationError(Exception):
    pass

def validate(rec):
    if "id" not in rec:
        raise ValidationError(f"missing id in {rec}")
    return rec["id"]

def load(records):
    out = []
    for r in records:
        try:
            out.append(validate(r))
        except ValidationError as e:
            raise RuntimeError("load failed") from e
    return out

print(load([{"id": 1}]))
load([{"id": 1}, {"name": "x"}])
