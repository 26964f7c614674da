def validate(record):
    errors = []
    if not record.get("name"):
        errors.append(ValueError("name is empty"))
    if record.get("age", 0) < 0:
        errors.append(ValueError(f"age {record['age']} is negative"))
    if errors:
        raise ExceptionGroup(f"record {record} is invalid", errors)
    return True

print(validate({"name": "x", "age": 3}))
validate({"name": "", "age": -1})
