class ValidationError(Exception):
    def __init__(self, field, value):
        super().__init__(f"{field} is invalid: {value!r}")
        self.field = field

try:
    raise ValidationError("age", -1)
except ValidationError as e:
    print(e, e.field, e.args)
raise ValidationError("name")
