class ValidationError(Exception):
    def __init__(self, field, value):
        super().__init__(field, value)
        self.field = field
        self.value = value
    def __str__(self):
        return f"{self.field} has invalid value {self.value!r}"

def validate(rec):
    for k, v in rec.items():
        if v is None:
            raise ValidationError(k, v)
    return True

print(validate({"a": 1}))
try:
    validate({"b": None})
except ValidationError as e:
    print("args", e.args)
validate({"c": 2, "d": None})
