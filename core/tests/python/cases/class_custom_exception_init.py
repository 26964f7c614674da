class AppError(Exception):
    def __init__(self, code, msg):
        super().__init__(msg)
        self.code = code
try:
    raise AppError(404, "not found")
except AppError as e:
    print(e.code, e, e.args)
