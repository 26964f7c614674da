# "Reinforcement Learning (DQN) Tutorial" with a tiny hand-written corridor environment instead of
# gym: Transition namedtuple, ReplayMemory over a deque with random.sample, the DQN MLP,
# epsilon-greedy select_action, optimize_model with SmoothL1Loss and soft target updates.
import math
import random
from collections import namedtuple, deque
from itertools import count
import torch
import torch.nn as nn
import torch.optim as optim
import torch.nn.functional as F

device = "cpu"
random.seed(20)
torch.manual_seed(20)


class Corridor:
    """Positions 0..4; action 1 moves right, 0 left; reward 1 at the right end."""
    def __init__(self):
        self.pos = 0

    def reset(self):
        self.pos = random.randint(0, 2)
        return self._obs(), {}

    def _obs(self):
        return [float(self.pos == i) for i in range(5)]

    def step(self, action):
        self.pos = max(0, min(4, self.pos + (1 if action == 1 else -1)))
        terminated = self.pos == 4
        reward = 1.0 if terminated else -0.1
        return self._obs(), reward, terminated, False, {}


env = Corridor()
Transition = namedtuple('Transition', ('state', 'action', 'next_state', 'reward'))


class ReplayMemory(object):
    def __init__(self, capacity):
        self.memory = deque([], maxlen=capacity)

    def push(self, *args):
        self.memory.append(Transition(*args))

    def sample(self, batch_size):
        return random.sample(self.memory, batch_size)

    def __len__(self):
        return len(self.memory)


class DQN(nn.Module):
    def __init__(self, n_observations, n_actions):
        super(DQN, self).__init__()
        self.layer1 = nn.Linear(n_observations, 16)
        self.layer2 = nn.Linear(16, 16)
        self.layer3 = nn.Linear(16, n_actions)

    def forward(self, x):
        x = F.relu(self.layer1(x))
        x = F.relu(self.layer2(x))
        return self.layer3(x)


BATCH_SIZE = 8
GAMMA = 0.9
EPS_START = 0.9
EPS_END = 0.05
EPS_DECAY = 50
TAU = 0.05
LR = 1e-2

n_actions = 2
state, info = env.reset()
n_observations = len(state)
policy_net = DQN(n_observations, n_actions).to(device)
target_net = DQN(n_observations, n_actions).to(device)
target_net.load_state_dict(policy_net.state_dict())
optimizer = optim.AdamW(policy_net.parameters(), lr=LR, amsgrad=True)
memory = ReplayMemory(200)
steps_done = 0


def select_action(state):
    global steps_done
    sample = random.random()
    eps_threshold = EPS_END + (EPS_START - EPS_END) * math.exp(-1. * steps_done / EPS_DECAY)
    steps_done += 1
    if sample > eps_threshold:
        with torch.no_grad():
            return policy_net(state).max(1).indices.view(1, 1)
    else:
        return torch.tensor([[random.randrange(n_actions)]], device=device, dtype=torch.long)


def optimize_model():
    if len(memory) < BATCH_SIZE:
        return None
    transitions = memory.sample(BATCH_SIZE)
    batch = Transition(*zip(*transitions))
    non_final_mask = torch.tensor(tuple(map(lambda s: s is not None, batch.next_state)), device=device, dtype=torch.bool)
    non_final_next_states = torch.cat([s for s in batch.next_state if s is not None])
    state_batch = torch.cat(batch.state)
    action_batch = torch.cat(batch.action)
    reward_batch = torch.cat(batch.reward)
    state_action_values = policy_net(state_batch).gather(1, action_batch)
    next_state_values = torch.zeros(BATCH_SIZE, device=device)
    with torch.no_grad():
        next_state_values[non_final_mask] = target_net(non_final_next_states).max(1).values
    expected_state_action_values = (next_state_values * GAMMA) + reward_batch
    criterion = nn.SmoothL1Loss()
    loss = criterion(state_action_values, expected_state_action_values.unsqueeze(1))
    optimizer.zero_grad()
    loss.backward()
    torch.nn.utils.clip_grad_value_(policy_net.parameters(), 100)
    optimizer.step()
    return loss.item()


episode_durations = []
num_episodes = 12
for i_episode in range(num_episodes):
    state, info = env.reset()
    state = torch.tensor(state, dtype=torch.float32, device=device).unsqueeze(0)
    last_loss = None
    for t in count():
        action = select_action(state)
        observation, reward, terminated, truncated, _ = env.step(action.item())
        reward = torch.tensor([reward], device=device)
        done = terminated or truncated or t >= 14
        if terminated:
            next_state = None
        else:
            next_state = torch.tensor(observation, dtype=torch.float32, device=device).unsqueeze(0)
        memory.push(state, action, next_state, reward)
        state = next_state
        l = optimize_model()
        if l is not None:
            last_loss = l
        target_net_state_dict = target_net.state_dict()
        policy_net_state_dict = policy_net.state_dict()
        for key in policy_net_state_dict:
            target_net_state_dict[key] = policy_net_state_dict[key] * TAU + target_net_state_dict[key] * (1 - TAU)
        target_net.load_state_dict(target_net_state_dict)
        if done:
            episode_durations.append(t + 1)
            break
    print(f"episode {i_episode} duration {t + 1} loss {'-' if last_loss is None else f'{last_loss:.4f}'}")

print('Complete', episode_durations, steps_done, len(memory))
durations_t = torch.tensor(episode_durations, dtype=torch.float)
means = durations_t.unfold(0, 4, 1).mean(1).view(-1)
means = torch.cat((torch.zeros(3), means))
print(means)
with torch.no_grad():
    q = policy_net(torch.eye(5, device=device))
print(q.round(decimals=3))
