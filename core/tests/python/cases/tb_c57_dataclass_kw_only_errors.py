from dataclasses import dataclass, field

@dataclass(kw_only=True)
class Job:
    name: str
    retries: int = 3

print(Job(name="a"))
try:
    Job("a")
except TypeError as e:
    print(e)
Job(retries=1)
